import { useLingui } from "@lingui/react/macro";
import { Group, Stack, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { NAV_CATEGORIES } from "../../routes/categories";
import { categoryTitle } from "./category-title";
import { CategoryDropMenu } from "./CategoryDropMenu";
import classes from "./CategoryNav.module.css";

interface CategoryNavProps {
  orientation?: "horizontal" | "vertical";
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The game-category navigation of the header, in display order. */
export function CategoryNav({ orientation = "horizontal", onNavigate }: CategoryNavProps) {
  const { i18n, t } = useLingui();
  const Layout = orientation === "horizontal" ? Group : Stack;
  return (
    <nav aria-label={t`Game categories`}>
      <Layout gap={orientation === "horizontal" ? 2 : 4} wrap="nowrap" className={classes.list} data-orientation={orientation}>
        {NAV_CATEGORIES.map((path) => {
          const title = categoryTitle(path);
          const link = (
            <UnstyledButton
              key={path}
              component={Link}
              to={path}
              className={classes.link}
              activeProps={{ "data-active": true, "aria-current": "page" }}
              onClick={onNavigate}
            >
              {title ? i18n._(title) : path.slice(1)}
            </UnstyledButton>
          );
          return orientation === "horizontal" ? (
            <CategoryDropMenu key={path} path={path}>
              {link}
            </CategoryDropMenu>
          ) : (
            link
          );
        })}
      </Layout>
    </nav>
  );
}
