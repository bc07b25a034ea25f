import { lazy } from "react";
import type { ComponentType, LazyExoticComponent } from "react";
import type { LazyComponent } from "./defineAddon";

type Module = { default: ComponentType<never> };

/**
 * One lazily loaded component module, loaded at most once.
 *
 * `component` is a `React.lazy` whose loader answers synchronously once the module is in memory
 * (a thenable that calls back at once): React then renders it without suspending. That is what
 * lets the client load a page's chunks before `hydrateRoot` and the server render in one pass,
 * with no hydration fallback and no second render.
 */
export class LazyModule {
  private loaded: Module | undefined;
  private pending: Promise<Module> | undefined;
  readonly component: LazyExoticComponent<ComponentType<Record<string, unknown>>>;

  constructor(
    private readonly loader: LazyComponent,
    private readonly name: string,
  ) {
    // The props are whatever the server hydrated (`$reactProps`): the loose type is deliberate.
    // React only calls `then` on what the loader returns, so a synchronous thenable is enough.
    this.component = lazy(() => this.thenable() as unknown as Promise<{ default: ComponentType<Record<string, unknown>> }>);
  }

  /** True once the module is in memory. */
  get isLoaded(): boolean {
    return this.loaded !== undefined;
  }

  /** Loads the module (once); resolves when it is in memory. */
  load(): Promise<Module> {
    if (this.loaded) return Promise.resolve(this.loaded);
    this.pending ??= Promise.resolve(this.loader()).then(
      (module) => {
        const component: unknown = module?.default;
        if (typeof component !== "function" && (typeof component !== "object" || component === null)) {
          throw new Error(`There was a problem loading "${this.name}"`);
        }
        this.loaded = module;
        return module;
      },
      (error: unknown) => {
        // Forget the failure so a later render (or Reload) can try again.
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  private thenable(): PromiseLike<Module> {
    const module = this.loaded;
    if (!module) return this.load();
    return {
      then<A = Module, B = never>(onFulfilled?: ((value: Module) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
        return Promise.resolve(onFulfilled ? onFulfilled(module) : (module as A));
      },
    };
  }
}
