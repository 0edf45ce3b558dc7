import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Button, Chip, Group, Loader, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { openArticle, searchArticles, type helpCentreMachine } from "../../../machines/help-centre.machine";
import type { HelpArticle } from "../../../contract";
import { SafeHtml } from "../common/SafeHtml";
import { childStateView, stateView } from "../common/state-view";
import { LoadFailed } from "../wallet/LoadFailed";

export type HelpCentreRef = ActorRefFrom<typeof helpCentreMachine>;

function ArticleList({ articles, flow }: { articles: readonly HelpArticle[]; flow: HelpCentreRef }) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {articles.map((article) => (
        <li key={article.id}>
          <UnstyledButton
            w="100%"
            p="sm"
            style={{ borderRadius: "var(--mantine-radius-sm)", background: "var(--mantine-color-dark-6)" }}
            onClick={() => flow.send({ type: "ARTICLE.OPEN", id: article.id })}
          >
            <Text size="sm">{article.title}</Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

/** The help centre's content: search, categories, the chosen category's articles (or the search results), one article. */
export function HelpCentre({ flow }: { flow: HelpCentreRef }) {
  const { t } = useLingui();
  // One name for the chips: one radio group, a single Tab stop, arrows move between them.
  const chipGroup = useId();
  const view = useSelector(
    flow,
    (s) => ({
      state: stateView(s, { loading: "loading", failed: "failed", empty: "empty", ready: "ready" }),
      page: childStateView(s, "ready", { list: "list", article: "article" }),
      categories: s.context.categories,
      categoryId: s.context.categoryId,
      query: s.context.query,
      article: openArticle(s.context),
      error: s.context.error,
    }),
    shallowEqual,
  );

  if (view.state === "loading") return <Loader aria-label={t`Loading`} />;
  if (view.state === "failed") return <LoadFailed error={view.error} onRetry={() => flow.send({ type: "RETRY" })} />;
  if (view.state === "empty") return <Text c="dimmed"><Trans>There are no help articles yet.</Trans></Text>;

  const searching = view.query.trim() !== "";
  const results = searching ? searchArticles(view.categories, view.query) : [];
  const category = view.categories.find((c) => c.id === view.categoryId);
  return (
    <Stack>
      <TextInput
        type="search"
        label={t`Search help`}
        placeholder={t`Search titles and text`}
        value={view.query}
        onChange={(event) => flow.send({ type: "SEARCH.CHANGE", text: event.currentTarget.value })}
      />
      <Chip.Group multiple={false} value={searching ? "" : view.categoryId ?? ""} onChange={(id) => flow.send({ type: "CATEGORY.SELECT", id })}>
        <Group gap="xs" role="group" aria-label={t`Help categories`}>
          {view.categories.map((c) => (
            <Chip name={chipGroup} key={c.id} value={c.id} size="sm">
              {c.title}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {view.page === "article" && view.article ? (
        <Stack gap="sm">
          <Title order={3} size="h4">{view.article.title}</Title>
          <SafeHtml html={view.article.content} />
          <Button variant="light" onClick={() => flow.send({ type: "ARTICLE.CLOSE" })} style={{ alignSelf: "flex-start" }}>
            <Trans>Back to the list</Trans>
          </Button>
        </Stack>
      ) : searching ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" role="status">
            {results.length === 0 ? <Trans>No articles match your search.</Trans> : <Trans>{results.length} articles found</Trans>}
          </Text>
          <ArticleList articles={results} flow={flow} />
        </Stack>
      ) : (
        <ArticleList articles={category?.articles ?? []} flow={flow} />
      )}
    </Stack>
  );
}
