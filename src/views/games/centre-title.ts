import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { pathOfGameType } from "../../routes/categories";
import { categoryTitle } from "../shell/category-title";

/**
 * The name of a game centre: the category route's own title (/rng), or for /games/<type> the title of the category
 * that shows that game type (/games/RNG reads "Slots", never the raw code); /games/all is "All games".
 */
export function centreTitle(pathname: string, centre: string | undefined): MessageDescriptor {
  const described = categoryTitle(pathname);
  if (described && centre === undefined) return described;
  if (centre === undefined) return msg`Game centre`;
  if (centre.toLowerCase() === "all") return msg`All games`;
  const categoryPath = pathOfGameType(centre.toUpperCase());
  return (categoryPath && categoryTitle(categoryPath)) || msg`Game centre`;
}
