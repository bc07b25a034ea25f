/**
 * A `Response` whose body is a string already in memory (an in-process `app.inject` answer).
 * `text()` and `json()` hand that string over directly: a standard `Response` encodes it into a
 * byte stream and decodes it again, which costs more than parsing the JSON (the server render
 * reads every page's layout this way). Every other reader (`body`, `arrayBuffer()`, `clone()`...)
 * gets a standard `Response` of the same text, made when first asked for. As with any
 * `Response`, a body can be read once.
 */
export function textResponse(text: string | null, init: ResponseInit): Response {
  const response = new Response(null, init);
  if (text === null) return response;
  let read = false;
  let standard: Response | undefined;
  const stream = (): Response => {
    if (!standard) {
      standard = new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
      // Read through text() already: the standard one refuses a second read too.
      if (read) void standard.text();
    }
    return standard;
  };
  const readText = (): Promise<string> => {
    if (standard) return standard.text();
    if (read) return Promise.reject(new TypeError("Body is unusable: Body has already been read"));
    read = true;
    return Promise.resolve(text);
  };
  const readers: Pick<Response, "text" | "json" | "arrayBuffer" | "blob" | "formData" | "clone"> & { bytes: () => Promise<Uint8Array> } = {
    text: readText,
    json: () => readText().then((value) => JSON.parse(value) as unknown),
    arrayBuffer: () => stream().arrayBuffer(),
    blob: () => stream().blob(),
    // Newer than this package's Node typings.
    bytes: () => (stream() as Response & { bytes(): Promise<Uint8Array> }).bytes(),
    formData: () => stream().formData(),
    clone: () => stream().clone(),
  };
  // Own properties, over Response.prototype's getters and methods.
  Object.defineProperties(response, {
    ...Object.fromEntries(Object.entries(readers).map(([name, value]) => [name, { value }])),
    body: { get: () => stream().body },
    bodyUsed: { get: () => read || (standard?.bodyUsed ?? false) },
  });
  return response;
}
