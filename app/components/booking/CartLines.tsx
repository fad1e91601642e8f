import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import { useLocale, useT } from "~/i18n/use-t";

export interface BookedLine {
  serviceId: number;
  name: string;
  price: number;
  quantity: number;
  lineTotal: number;
  serviceTime: string;
}

/** The booked services as a table: service, price, quantity, line total. */
export function CartLines({ lines }: { lines: BookedLine[] }) {
  const t = useT("booking");
  const locale = useLocale();
  return (
    <Table>
      <caption className="visually-hidden">{t("linesCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("colService")}</th>
          <th scope="col">{t("colPrice")}</th>
          <th scope="col">{t("colQty")}</th>
          <th scope="col">{t("colTotal")}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.serviceId}>
            <td>
              <strong>{l.name}</strong>
              <small>{l.serviceTime}</small>
            </td>
            <td>{rupees(l.price, locale)}</td>
            <td>{l.quantity}</td>
            <td>{rupees(l.lineTotal, locale)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Four columns on a narrow phone, whatever the language's words: less padding. */
  ${({ theme }) => theme.media.small} {
    th,
    td {
      padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    }
  }
`;
