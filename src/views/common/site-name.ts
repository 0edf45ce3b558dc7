/** The site's name (the logo, the window title, the copyright line). Plain data: the browser tests read it too. */
export const SITE_NAME = "Royal Play";
