/** Every colour, size and breakpoint the components use. Colour pairs pass WCAG AA (4.5:1) for text. */
export const theme = {
  colors: {
    primary: "#8E1B47", // deep rose: 8.9:1 on white
    primaryDark: "#6B1235",
    primarySoft: "#F6E3E8",
    gold: "#7A5F00", // gold text on white: 5.9:1
    goldSoft: "#FBF3D5",
    home: "#1D56B0", // home services blue: 7.0:1 on white
    homeSoft: "#E4EDFA",
    none: "#5F6368", // grey, no service type chosen: 6.0:1 on white
    text: "#1F1A1C",
    muted: "#5A5256", // 7.3:1 on white
    border: "#DCCFD3",
    surface: "#FFFFFF",
    background: "#FFF9FA",
    success: "#1E6B34", // 6.6:1 on white
    successSoft: "#E3F4E8",
    error: "#B3261E", // 6.3:1 on white
    errorSoft: "#FCE8E6",
    warning: "#8A4B00",
    warningSoft: "#FFF1DE",
    info: "#1D56B0",
  },
  status: {
    Completed: "#1E6B34",
    Inprogress: "#1D56B0",
    Schedule: "#8A5A00",
    Pending: "#A34700",
    other: "#5F6368",
  },
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    size: { xs: "0.8125rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.625rem", xxl: "2.25rem" },
  },
  shadow: "0 2px 10px rgba(31, 26, 28, 0.08)",
  breakpoints: { small: 640, medium: 768, large: 1024, xl: 1280 },
  media: {
    small: "@media (max-width: 640px)",
    aboveSmall: "@media (min-width: 641px)",
    medium: "@media (min-width: 768px)",
    large: "@media (min-width: 1024px)",
    /** Phones and small tablets: below the medium breakpoint. */
    belowMedium: "@media (max-width: 767px)",
  },
  headerHeight: "64px",
} as const;

export type Theme = typeof theme;

declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- styled-components is typed by extending its DefaultTheme
  export interface DefaultTheme extends Theme {}
}
