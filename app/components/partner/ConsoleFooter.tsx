import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";
import { LanguageButtons } from "../layout/LanguageSwitcher";

/** The console's footer: its language, and the way to the customers' site. Drawn by the root, which has the language buttons already. */
export function ConsoleFooter() {
  const t = useT("partner");
  return (
    <Foot>
      <h2 id="console-language">{t("navLabel")}</h2>
      <LanguageButtons id="console-language" />
      <a href="/">{t("toCustomerSite")}</a>
    </Foot>
  );
}

const Foot = styled.footer`
  max-width: 960px;
  margin: ${({ theme }) => theme.space(8)} auto 0;
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;
