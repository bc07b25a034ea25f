/** One step of a breadcrumb trail. */
export interface Breadcrumb {
  name: string;
  url: string;
}
