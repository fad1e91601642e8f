import { Link } from "react-router";
import { styled } from "styled-components";

/** The page's search parameters with `key` switched on ("1") or off; `restart` also drops the page number. */
export function toggledParams(params: URLSearchParams, key: string, restart = false) {
  const next = new URLSearchParams(params);
  if (restart) next.delete("page");
  if (params.get(key) === "1") next.delete(key);
  else next.set(key, "1");
  return next;
}

/** A filter that is a link, drawn as a switch (role="switch" with aria-checked where it is used). */
export const Chip = styled(Link)<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.colors.success};
  color: ${({ theme, $on }) => ($on ? "#fff" : theme.colors.success)};
  background: ${({ theme, $on }) => ($on ? theme.colors.success : "#fff")};
  font-weight: 600;
  text-decoration: none;
`;

/** A filter's select (the provider type, the sort), as tall as the chips beside it. */
export const FilterSelect = styled.select`
  min-height: 44px;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid #8d7a81;
  background: #fff;
`;

/** The submit button a filter form shows without JavaScript (with it, changing the select submits). */
export const ApplyButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;
