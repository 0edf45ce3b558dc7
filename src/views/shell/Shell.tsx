import { Trans } from "@lingui/react/macro";
import { Box } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { showsHeaderOnly } from "../../routes/categories";
import { SignInDialogs } from "../login/SignInDialogs";
import { SessionConsolidated } from "../agent/SessionConsolidated";
import { GameDialogs } from "../games/LaunchDialogs";
import { HelpDialogs } from "../help/HelpDialogs";
import { useDocumentTitle } from "../common/use-document-title";
import { useAfterFirstRender } from "../common/render-stages";
import { useFocusRescue, useRouteChangeFocus } from "../common/use-page-focus";
import { useRegisterRoute } from "../register/use-register-route";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LogoutDialog } from "./LogoutDialog";
import { RealityCheckDialog } from "../member/reality-check/RealityCheckDialog";
import { useMemberPartsWhenLikely } from "./member-parts";
import { BreakBanner } from "./BreakBanner";
import { RestoreFailedAlert } from "./RestoreFailedAlert";
import { SessionNotice } from "./SessionNotice";
import { SideBar } from "./SideBar";
import { ChatGamesHost } from "../chat/ChatGamesHost";
import classes from "./Shell.module.css";

/** The red envelope's strip loads after the page (it is only there while an event runs). */
const RedEnvelopeHost = lazy(() => import("../points/RedEnvelope").then((m) => ({ default: m.RedEnvelopeHost })));

/** The running site: header, page, footer and side bar (lottery and fbSports pages: header only). */
export function Shell() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const headerOnly = showsHeaderOnly(pathname);
  useDocumentTitle();
  // Keyboard focus: on the new page after a route change, and back on the page when what had it went away.
  useRouteChangeFocus(pathname);
  useFocusRescue();
  // /register and referral links start registration at once (the announcement popups wait while it is up), even
  // before the dialogs below have rendered.
  useRegisterRoute();
  // A sign-in made on the page: the member's header tools and contract badges download beside it.
  useMemberPartsWhenLikely();
  // The footer, the side bar and the closed dialogs come in a second, background render: the first one (header and
  // page) is what the visitor waits for.
  const rest = useAfterFirstRender();
  return (
    <Box className={classes.shell}>
      <a href="#main" className={classes.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <SessionNotice />
      <RestoreFailedAlert />
      <BreakBanner />
      {rest && !headerOnly && (
        <Suspense fallback={null}>
          <RedEnvelopeHost />
        </Suspense>
      )}
      <Box component="main" id="main" tabIndex={-1} className={classes.main} data-header-only={headerOnly || undefined}>
        <Outlet />
      </Box>
      {rest && (
        <>
          {!headerOnly && <Footer />}
          {!headerOnly && <SideBar />}
          {!headerOnly && <ChatGamesHost />}
          <LogoutDialog />
          <RealityCheckDialog />
          <SignInDialogs />
          <GameDialogs />
          <HelpDialogs />
          <SessionConsolidated />
        </>
      )}
    </Box>
  );
}
