import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { Form } from "react-router";
import { useState } from "react";
import { styled } from "styled-components";
import { SERVICE_TYPES } from "~/schemas/constants";
import type { searchSchema } from "~/schemas/search";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { ErrorText } from "../ui/Field";
import { GeolocateButton } from "./GeolocateButton";
import { PlaceInput } from "./PlaceInput";
import { useSaid, useT } from "~/i18n/use-t";

export interface SearchFormProps {
  variant: "hero" | "bar";
  /** The route whose action handles intent=search ("/?index" or "/SearchResults"). */
  action: string;
  /** What the form starts with: the visitor's last choice. */
  defaultValue: { serviceTypeId?: string; service?: string; location?: string };
  /** The action's reply to a failed search (errors and what was typed). */
  lastResult?: SubmissionResult<string[]>;
  services: string[];
  places: string[];
}

/** The service types' names as the form shows them (the spec's "Home Services", "Salon Services"). */
const TYPE_NAMES = { [SERVICE_TYPE.salon]: "serviceTypeSalon", [SERVICE_TYPE.freelancer]: "serviceTypeHome" } as const;

/** The service search: hero (toggle buttons) or the compact bar (a dropdown). A plain POST. */
export function SearchForm({ variant, action, defaultValue, lastResult, services, places }: SearchFormProps) {
  const t = useT("search");
  const said = useSaid();
  const [form, fields] = useFormReply<z.input<typeof searchSchema>>({
    id: `${variant}-search`,
    lastResult,
    defaultValue,
  });
  const { serviceTypeId, service, location } = fields;
  const errors = { serviceTypeId: serviceTypeId.errors?.[0], service: service.errors?.[0], location: location.errors?.[0] };
  const [type, setType] = useState(serviceTypeId.initialValue ?? "");
  const id = (name: string) => `${variant}-${name}`;
  const typeError = errors.serviceTypeId ? (
    <ErrorText id={id("type-error")} role="alert">
      {said(errors.serviceTypeId)}
    </ErrorText>
  ) : null;
  return (
    <StyledForm {...form.props} method="post" action={action} $variant={variant} aria-label={t("searchForService")}>
      <input type="hidden" name="intent" value="search" />
      {variant === "hero" ? (
        <Toggle aria-describedby={errors.serviceTypeId ? id("type-error") : undefined}>
          <legend className="visually-hidden">{t("serviceType")}</legend>
          {SERVICE_TYPES.map((option) => (
            <ToggleOption key={option.id} $kind={option.id === SERVICE_TYPE.salon ? "salon" : "home"}>
              <input
                type="radio"
                key={serviceTypeId.key}
                name={serviceTypeId.name}
                value={option.id}
                defaultChecked={serviceTypeId.initialValue === String(option.id)}
                onChange={() => setType(String(option.id))}
              />
              <span>{t(TYPE_NAMES[option.id])}</span>
            </ToggleOption>
          ))}
        </Toggle>
      ) : (
        <Cell>
          <label htmlFor={id("type")} className="visually-hidden">
            {t("serviceType")}
          </label>
          <TypeIcon $type={type} aria-hidden="true" />
          <select
            id={id("type")}
            key={serviceTypeId.key}
            name={serviceTypeId.name}
            defaultValue={serviceTypeId.initialValue ?? ""}
            onChange={(e) => setType(e.target.value)}
            aria-invalid={errors.serviceTypeId ? true : undefined}
            aria-describedby={errors.serviceTypeId ? id("type-error") : undefined}
          >
            <option value="">{t("selectServices")}</option>
            {SERVICE_TYPES.map((option) => (
              <option key={option.id} value={option.id}>
                {t(TYPE_NAMES[option.id])}
              </option>
            ))}
          </select>
          {/* In its cell: as a grid item of its own it would push the inputs into the narrow column. */}
          {typeError}
        </Cell>
      )}
      {variant === "hero" ? typeError : null}
      <Inputs>
        <Cell>
          <label htmlFor={id("service")} className={variant === "bar" ? "visually-hidden" : undefined}>
            {t("service")}
          </label>
          <input
            id={id("service")}
            key={service.key}
            name={service.name}
            list={id("services")}
            placeholder={t("servicePlaceholder")}
            autoComplete="off"
            defaultValue={service.initialValue}
            aria-invalid={errors.service ? true : undefined}
            aria-describedby={errors.service ? id("service-error") : undefined}
          />
          <datalist id={id("services")}>
            {services.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          {errors.service ? (
            <ErrorText id={id("service-error")} role="alert">
              {said(errors.service)}
            </ErrorText>
          ) : null}
        </Cell>
        <Cell>
          <label htmlFor={id("location")} className={variant === "bar" ? "visually-hidden" : undefined}>
            {t("location")}
          </label>
          <LocationBox>
            <PlaceInput
              id={id("location")}
              fallbackListId={id("places")}
              key={location.key}
              name={location.name}
              placeholder={t("locationPlaceholder")}
              autoComplete="address-level2"
              defaultValue={location.initialValue}
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={errors.location ? id("location-error") : undefined}
            />
            {variant === "hero" ? <GeolocateButton inputId={id("location")} /> : null}
          </LocationBox>
          <datalist id={id("places")}>
            {places.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          {errors.location ? (
            <ErrorText id={id("location-error")} role="alert">
              {said(errors.location)}
            </ErrorText>
          ) : null}
        </Cell>
        <SearchButton type="submit">{t("search")}</SearchButton>
      </Inputs>
    </StyledForm>
  );
}

const StyledForm = styled(Form)<{ $variant: "hero" | "bar" }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme, $variant }) => ($variant === "hero" ? theme.space(5) : theme.space(3))};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ $variant }) => ($variant === "bar" ? "grid-template-columns: minmax(160px, 220px) 1fr; align-items: start;" : "")}
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid #8d7a81;
    border-radius: 8px;
    background: #fff;
  }
  label {
    font-weight: 600;
    font-size: 0.875rem;
  }
`;

const Toggle = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const ToggleOption = styled.label<{ $kind: "salon" | "home" }>`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    min-height: 0;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme, $kind }) => ($kind === "salon" ? theme.colors.primary : theme.colors.home)};
    color: ${({ theme, $kind }) => ($kind === "salon" ? theme.colors.primary : theme.colors.home)};
    font-weight: 700;
    cursor: pointer;
  }
  input:checked + span {
    background: ${({ theme, $kind }) => ($kind === "salon" ? theme.colors.primary : theme.colors.home)};
    color: #fff;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.gold};
    outline-offset: 2px;
  }
  /* Phones: both choices share one line. */
  ${({ theme }) => theme.media.small} {
    flex: 1 1 0;
    min-width: 0;
    span {
      width: 100%;
      justify-content: center;
      /* Longer words (Malayalam) take a second line rather than run into the border. */
      padding: 4px ${({ theme }) => theme.space(3)};
      text-align: center;
      line-height: 1.2;
      font-size: 0.9375rem;
    }
  }
`;

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.small} {
    gap: ${({ theme }) => theme.space(2)};
  }
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr auto;
    align-items: end;
  }
`;

const Cell = styled.div`
  display: grid;
  gap: 4px;
  position: relative;
`;

const LocationBox = styled.div`
  position: relative;
  input {
    padding-right: 48px;
  }
`;

const TypeIcon = styled.span<{ $type: string }>`
  position: absolute;
  left: 12px;
  top: 14px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme, $type }) => ($type === String(SERVICE_TYPE.salon) ? theme.colors.primary : $type === String(SERVICE_TYPE.freelancer) ? theme.colors.home : theme.colors.none)};
  & + select {
    padding-left: 36px;
  }
`;

const SearchButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
