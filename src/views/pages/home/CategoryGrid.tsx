import { useLingui } from "@lingui/react/macro";
import { SimpleGrid, Title, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { gameTypeOfPath, NAV_CATEGORIES } from "../../../routes/categories";
import { categoryTitle } from "../../shell/category-title";
import classes from "./CategoryGrid.module.css";

/** A card for each game category, linking to its page. */
export function CategoryGrid() {
  const { i18n, t } = useLingui();
  return (
    <section aria-labelledby="home-categories">
      <Title order={2} id="home-categories" fz={{ base: "lg", sm: "xl" }} mb="sm">
        {t`Game categories`}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing={{ base: "xs", sm: "md" }}>
        {NAV_CATEGORIES.map((path) => {
          const title = categoryTitle(path);
          return (
            <UnstyledButton key={path} component={Link} to={path} className={classes.card}>
              <span className={classes.code} aria-hidden="true">
                {gameTypeOfPath(path) ?? "HOT"}
              </span>
              <span className={classes.label}>{title ? i18n._(title) : path.slice(1)}</span>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
