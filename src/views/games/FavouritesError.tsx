import { useLingui } from "@lingui/react/macro";
import { Affix, Alert } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import { useFavouritesRef } from "./use-game-refs";

/** Why a favourite could not be added or removed (a refused removal is already rolled back); closable. */
export function FavouritesError() {
  const { t } = useLingui();
  const text = useMessageText();
  const favourites = useFavouritesRef();
  const error = useSelector(favourites, (s) => (s?.matches("ready") ? s.context.error : undefined));
  if (!error) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Alert
        color="red"
        role="alert"
        maw={360}
        title={t`The favourite could not be changed`}
        withCloseButton
        closeButtonLabel={t`Close message`}
        onClose={() => favourites?.send({ type: "FAVOURITES.DISMISS_ERROR" })}
      >
        {text(errorMessage(error))}
      </Alert>
    </Affix>
  );
}
