import { useNavigation } from "react-router";
import { styled, keyframes } from "styled-components";
import { useT } from "~/i18n/use-t";

/** Navigations slower than this show the bar; quicker ones show nothing (no flicker). */
const SHOW_AFTER_MS = 300;

const grow = keyframes`
  0% { transform: scaleX(0); opacity: 1; }
  60% { transform: scaleX(0.7); }
  100% { transform: scaleX(0.9); opacity: 1; }
`;

/** A thin bar at the top of the screen while a page or form is on its way (JavaScript only). */
export function ProgressBar() {
  const navigation = useNavigation();
  const t = useT("common");
  if (navigation.state === "idle") return null;
  return <Bar role="progressbar" aria-label={t("loading")} data-testid="progress-bar" />;
}

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 200;
  height: 3px;
  background: ${({ theme }) => theme.colors.gold};
  transform-origin: left;
  opacity: 0;
  animation: ${grow} 8s ${SHOW_AFTER_MS}ms ease-out forwards;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 1;
    transform: scaleX(0.5);
    transition: opacity 0s ${SHOW_AFTER_MS}ms;
  }
`;
