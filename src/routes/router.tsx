import { createRootRouteWithContext, createRoute, createRouter, notFound, redirect, type RouterHistory } from "@tanstack/react-router";
import type { AppActor } from "../app/app-actor";
import { isSignedIn, settledSession } from "../app/session-queries";
import { openWhileOnBreak } from "./withdraw-only";
import { AppFrame } from "../views/AppFrame";
import { ChunkErrorPage } from "../views/system/ChunkErrorPage";
import { NotFoundPage } from "../views/pages/NotFoundPage";
import { lazyPage } from "./lazy-page";
import { ROUTES, type RouteEntry } from "./route-table";

export interface RouterContext {
  app: AppActor;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppFrame,
  notFoundComponent: NotFoundPage,
  errorComponent: ChunkErrorPage,
});

const HomePage = lazyPage(() => import("../views/pages/HomePage"), "HomePage");
const MemberCentrePage = lazyPage(() => import("../views/wallet/MemberCentrePage"), "MemberCentrePage");
const AgentHomePage = lazyPage(() => import("../views/agent/AgentHomePage"), "AgentHomePage");
const AgentCentrePage = lazyPage(() => import("../views/agent/AgentCentrePage"), "AgentCentrePage");
const GameCentrePage = lazyPage(() => import("../views/games/GameCentrePage"), "GameCentrePage");
const SeamlessPage = lazyPage(() => import("../views/games/SeamlessPage"), "SeamlessPage");
const LotteryPage = lazyPage(() => import("../views/lottery/LotteryPage"), "LotteryPage");
const FbSportsPage = lazyPage(() => import("../views/lottery/FbSportsPage"), "FbSportsPage");
const ResetPasswordPage = lazyPage(() => import("../views/recovery/ResetPasswordPage"), "ResetPasswordPage");
const PromotionsPage = lazyPage(() => import("../views/promotions/PromotionsPage"), "PromotionsPage");
const JoinPage = lazyPage(() => import("../views/promotions/JoinPage"), "JoinPage");
const AppDownloadPage = lazyPage(() => import("../views/download/AppDownloadPage"), "AppDownloadPage");
const PointMallPage = lazyPage(() => import("../views/points/PointMallPage"), "PointMallPage");
const VipPage = lazyPage(() => import("../views/points/VipPage"), "VipPage");
const LiveChatPage = lazyPage(() => import("../views/chat/LiveChatPage"), "LiveChatPage");
const SCREENS = {
  home: HomePage,
  memberCentre: MemberCentrePage,
  agentHome: AgentHomePage,
  agentCentre: AgentCentrePage,
  games: GameCentrePage,
  seamless: SeamlessPage,
  lottery: LotteryPage,
  fbSports: FbSportsPage,
  resetPassword: ResetPasswordPage,
  promotions: PromotionsPage,
  join: JoinPage,
  appDownload: AppDownloadPage,
  pointMall: PointMallPage,
  vip: VipPage,
  liveChat: LiveChatPage,
} as const;

function routeOf(entry: RouteEntry) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    component: SCREENS[entry.screen],
    errorComponent: ChunkErrorPage,
    staticData: { title: entry.title },
    beforeLoad: async ({ context, params }) => {
      const page = (params as { page?: string }).page;
      if (entry.pages && !entry.pages.includes(page ?? "")) throw notFound();
      // A withdraw-only session (a time-out or self-exclusion in force) is kept to the withdraw page, the records and
      // safer play. Pages open to guests look at the session as it stands, without waiting for it.
      const onBreak = (snapshot: ReturnType<typeof context.app.getSnapshot>) => isSignedIn(snapshot) && Boolean(snapshot.context.member?.restricted);
      if (!openWhileOnBreak(entry.path, page) && onBreak(context.app.getSnapshot())) throw redirect({ to: "/member/$page", params: { page: "responsibleGaming" }, replace: true });
      if (!entry.requiresLogin) return;
      const snapshot = await settledSession(context.app);
      if (!openWhileOnBreak(entry.path, page) && onBreak(snapshot)) throw redirect({ to: "/member/$page", params: { page: "responsibleGaming" }, replace: true });
      if (snapshot.matches("running") && !isSignedIn(snapshot)) throw redirect({ to: "/login", replace: true });
      if (entry.realAccountOnly && snapshot.context.role === "trial") {
        // A typed address or a link: the same real-account dialog as the header's shortcuts, over the home page.
        context.app.send({ type: "REAL_ACCOUNT.REQUIRED" });
        throw redirect({ to: "/", replace: true });
      }
    },
  });
}

export function createAppRouter(app: AppActor, history?: RouterHistory) {
  const router = createRouter({
    routeTree: rootRoute.addChildren(ROUTES.map(routeOf)),
    context: { app },
    history,
    defaultPreload: "intent",
    scrollRestoration: false,
  });
  // After each route change: scroll to top; once a page has rendered, the loading cover goes.
  router.subscribe("onResolved", () => window.scrollTo({ top: 0 }));
  router.subscribe("onRendered", () => document.getElementById("loading-cover")?.setAttribute("hidden", ""));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
