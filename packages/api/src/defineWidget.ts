/** The props a widget renders with: what the server's hydrator answers and the component receives. */
export type WidgetProps = Record<string, unknown>;

/** A component rendering a widget's props (a React function or class component; api knows no React). */
export type WidgetComponent<Props> = ((props: Props) => unknown) | (abstract new (props: Props) => unknown);

/**
 * A widget's client half: the catalog id and component name of its definition, and the dynamic
 * import of its component. Made with `widget.client(() => import("./widgets/X"))` in a client
 * descriptor, so the server, which never imports descriptors, never pulls in the component.
 */
export interface ClientWidget<Props extends object = WidgetProps> {
  readonly id: string;
  readonly component: string;
  readonly load: () => PromiseLike<{ default: WidgetComponent<Props> }>;
  /** See `ClientWidgetOptions`. */
  readonly staticForGuests?: StaticForGuests;
}

/**
 * Whether a guest's view of a widget is static HTML (links and text: nothing a guest can react to,
 * comment on or moderate), so a guest's server-rendered page keeps it as sent, loading its code only
 * on the first interaction (docs/page-flow.md §4). A function decides per address (a thread opened
 * at a comment marks and scrolls to it at once).
 */
export type StaticForGuests = boolean | ((location: { pathname: string; search: string; hash: string }) => boolean);

/** The options of a widget's client registration (`widget.client(load, options)`). */
export interface ClientWidgetOptions {
  staticForGuests?: StaticForGuests;
}

/**
 * How the server fills a widget's props: from the props its layout node or placement gives, with
 * the context of the layout being hydrated (`HydrateContext` of `@quorum/server`).
 */
export type WidgetHydrateFn<Props extends object, Context> = (props: Readonly<Record<string, unknown>>, ctx: Context) => Props | Promise<Props>;

/** A widget's server half: the catalog entry, made with `widget.hydrate(fn)`. */
export interface HydratedWidget<Props extends object = WidgetProps, Context = never> {
  readonly id: string;
  readonly component: string;
  readonly hydrate: WidgetHydrateFn<Props, Context>;
}

/**
 * One widget, for both halves (docs/addons.md, "Widgets"): its catalog id (the layouts'
 * `$hydrate`), the component name it renders as (`$reactComponent`) and, as a type, its props.
 * Define it once in a module both halves import; the client registers it with `.client(load)`,
 * the server hydrates it with `.hydrate(fn)`, and the three can no longer disagree.
 */
export interface WidgetDefinition<Props extends object = WidgetProps> {
  readonly id: string;
  readonly component: string;
  /** The client registration: the component behind a dynamic import. */
  client(load: () => PromiseLike<{ default: WidgetComponent<Props> }>, options?: ClientWidgetOptions): ClientWidget<Props>;
  /** The server's catalog entry: a hydrator answering exactly these props (anything else fails to compile). */
  hydrate<Context>(hydrate: WidgetHydrateFn<Props, Context>): HydratedWidget<Props, Context>;
}

/** Defines a widget shared by both halves (see `WidgetDefinition`). */
export function defineWidget<Props extends object>(definition: { id: string; component: string }): WidgetDefinition<Props> {
  const { id, component } = definition;
  return {
    id,
    component,
    client: (load, options) => ({ id, component, load, ...(options?.staticForGuests ? { staticForGuests: options.staticForGuests } : {}) }),
    hydrate: (hydrate) => ({ id, component, hydrate }),
  };
}
