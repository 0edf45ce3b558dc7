declare module "virtual:studio-catalogue" {
  /** The StudioCatalogue JSON (vite.studio.config.ts); typed in ./catalogue.ts. */
  const catalogue: unknown;
  export default catalogue;
}
