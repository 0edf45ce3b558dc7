import { Link } from "@tanstack/react-router";
import type { Game } from "../../../contract";
import { pathOfGameType } from "../../routes/categories";
import { useImageUrl } from "../games/use-image-url";
import classes from "../games/GameTile.module.css";
import vendorCard from "./VendorCard.module.css";

/** A vendor card of a lobby row (the vendor's art from the server, its name, a game of it): opens the category filtered to the vendor (TCG_LOTTO_VN opens /vnLottery). */
export function VendorCard({ card, category }: { card: Game; category: string }) {
  const src = useImageUrl(card.iconUrl);
  const to = card.vassalage === "TCG_LOTTO_VN" ? "/vnLottery" : (pathOfGameType(category) ?? "/rng");
  const search = card.vassalage === "TCG_LOTTO_VN" ? { gameCode: card.gameCode } : { vassalage: card.vassalage };
  return (
    <Link to={to} search={search} className={vendorCard.card} data-testid="vendor-card">
      <div className={classes.media}>
        <img src={src} alt="" width={132} height={132} loading="lazy" decoding="async" />
      </div>
      <div className={classes.name}>{card.displayName}</div>
      <div className={classes.vendor}>{card.gameName}</div>
    </Link>
  );
}
