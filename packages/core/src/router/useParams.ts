import { useContext } from "react";
import { ParamsContext } from "./RouterContext";

/** The params of the add-on route being rendered (`/groups/:groupID` at `/groups/7` → `{ groupID: "7" }`); empty on layout pages. */
export function useParams<Params extends string = string>(): Readonly<Partial<Record<Params, string>>> {
  return useContext(ParamsContext) as Readonly<Partial<Record<Params, string>>>;
}
