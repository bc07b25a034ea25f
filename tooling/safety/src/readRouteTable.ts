/** A route of the site's API: its method, its path in Fastify's form (`/api/v2/discussions/:id`) and its request schemas. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

/** The request parameters of one place (path or query) as one object schema, as the route declares them. */
function objectSchema(parameters: readonly Parameter[]): unknown {
  if (parameters.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/**
 * The running site's API route table, read from its own description (`GET /api/v2/open-api/v3`,
 * built from the routes as registered, with the schemas that validate their requests): the routes
 * of the framework and of every add-on enabled at that moment. The one route table of the suite:
 * the fuzz part tries every route, the CSRF part every mutation, the permission matrix checks that
 * it asks every GET.
 */
export async function readRouteTable(baseUrl: string): Promise<RouteEntry[]> {
  const response = await fetch(`${baseUrl}/api/v2/open-api/v3`);
  if (!response.ok) throw new Error(`GET /api/v2/open-api/v3 answered ${response.status}`);
  const document = (await response.json()) as { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };
  const base = document.servers?.[0]?.url ?? "";
  const seen = new Set<string>();
  const table: RouteEntry[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = `${base}${path}`.replace(/\{([^}]+)\}/g, ":$1");
    for (const [method, operation] of Object.entries(operations)) {
      // The same path with and without a trailing slash is one route.
      const key = `${method} ${url.replace(/\/$/, "")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const parameters = operation.parameters ?? [];
      table.push({
        method: method.toUpperCase(),
        url,
        schema: {
          params: objectSchema(parameters.filter((parameter) => parameter.in === "path")),
          querystring: objectSchema(parameters.filter((parameter) => parameter.in === "query")),
          body: operation.requestBody?.content?.["application/json"]?.schema,
        },
      });
    }
  }
  return table;
}
