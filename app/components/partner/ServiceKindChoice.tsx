import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

type Kind = { service_id: number; name: string; category_id: number; category_name: string };

/**
 * "What kind of service is it?" for a new service: the catalogue's kinds as radios, folded by
 * category (30 radios open at once would be a long page on a phone). The chosen one's category
 * stays open when the form comes back with a message.
 */
export function ServiceKindChoice({ kinds, chosen }: { kinds: Kind[]; chosen?: string }) {
  const t = useT("partner");
  const groups = [...new Set(kinds.map((k) => k.category_id))].map((id) => ({ id, name: kinds.find((k) => k.category_id === id)!.category_name, kinds: kinds.filter((k) => k.category_id === id) }));
  return (
    <Fieldset aria-describedby="service-kind-note">
      <legend>{t("serviceKind")}</legend>
      <p id="service-kind-note">{t("serviceKindNote")}</p>
      {groups.map((g) => (
        <details key={g.id} open={g.kinds.some((k) => String(k.service_id) === chosen)}>
          <summary>{g.name || t("otherKinds")}</summary>
          {g.kinds.map((k) => (
            <label key={k.service_id} className="tick">
              <input type="radio" name="service_id" value={k.service_id} defaultChecked={String(k.service_id) === chosen} />
              <span>{k.name}</span>
            </label>
          ))}
        </details>
      ))}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  details {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(3)} 0;
    box-sizing: border-box;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  input[type="radio"] {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;
