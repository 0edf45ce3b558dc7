import { helpCentreMachine, type HelpCentreContext } from "../../machines/help-centre.machine";
import type { HelpCategory } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { helpCentreOracle, INPUT, listedArticles } from "./help-centre.oracle";

/** Two categories; "bank" is only in an article's text, "strong" only in its markup. */
export const CATEGORIES: HelpCategory[] = [
  {
    id: "account",
    title: "Account",
    articles: [
      { id: "register", title: "How to register", content: "<p>Press <strong>Register</strong> and fill in the form.</p>" },
      { id: "password", title: "Forgotten password", content: "<p>Reset it by e-mail or by phone.</p>" },
    ],
  },
  {
    id: "money",
    title: "Deposits and withdrawals",
    articles: [{ id: "withdraw", title: "How to withdraw", content: "<p>Bind a bank account first.</p>" }],
  },
];

type M = typeof helpCentreMachine;

export const helpCentreModel: PathModel<M> = {
  name: "helpCentre",
  machine: helpCentreMachine,
  input: INPUT,
  oracle: helpCentreOracle,
  payloads: {
    "xstate.done.actor.loadHelpCentre": () => [
      { type: "xstate.done.actor.loadHelpCentre", output: { categories: CATEGORIES } },
      { type: "xstate.done.actor.loadHelpCentre", output: { categories: [] } },
    ],
    "xstate.error.actor.loadHelpCentre": () => [{ type: "xstate.error.actor.loadHelpCentre", error: networkError }],
    // The other category, and an id the centre does not have (nothing changes).
    "CATEGORY.SELECT": (snapshot) => {
      const c = snapshot.context as HelpCentreContext;
      return [...c.categories.filter((category) => category.id !== c.categoryId).map((category) => category.id), "gone"].map((id) => ({ type: "CATEGORY.SELECT", id }));
    },
    // A title word, a word only in the text, trimmed upper case, a tag name (not a word), nothing found; then clearing it.
    "SEARCH.CHANGE": (snapshot) => {
      const c = snapshot.context as HelpCentreContext;
      const texts = c.query === "" ? ["withdraw", "bank", "  REGISTER ", "strong", "zzz"] : [""];
      return texts.map((text) => ({ type: "SEARCH.CHANGE", text }));
    },
    "ARTICLE.OPEN": (snapshot) => {
      const c = snapshot.context as HelpCentreContext;
      const listed = listedArticles({ phase: "list", categories: c.categories, categoryId: c.categoryId, query: c.query });
      return [...listed.slice(0, 1).map((a) => a.id), "missing"].map((id) => ({ type: "ARTICLE.OPEN", id }));
    },
  },
  contextKey: (context: HelpCentreContext) => [context.categories.length, context.categoryId ?? null, context.articleId ?? null, context.query, context.error?.kind ?? null],
};
