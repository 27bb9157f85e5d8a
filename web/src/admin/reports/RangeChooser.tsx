import { Button, HStack, Input, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { FormField } from "../../shared/forms/FormField";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { type CustomRangeProblems, type ReportParams, PRESET_OPTIONS, customRangeProblems, formatDays } from "./reportParams";

/** What a report says of its period (`ReportRangeView`). */
interface ReportRangeText {
  timeZone: string;
  current: { firstDay: string; lastDay: string };
  previous?: { firstDay: string; lastDay: string } | null;
}

/** The period a report answered for, and the one it compares with, in words. */
export function PeriodText({ range }: { range: ReportRangeText }) {
  const locale = useShopLocale();
  const { current, previous } = range;
  return (
    <>
      {formatDays(current.firstDay, current.lastDay, locale)}, {range.timeZone}
      {previous ? ` · compared with ${formatDays(previous.firstDay, previous.lastDay, locale)}` : " · no earlier period to compare with"}
    </>
  );
}

/** The reports' period: a preset, or custom days checked before the server checks them again. */
export function RangeChooser({ params, onChange, serverErrors }: { params: ReportParams; onChange: (next: ReportParams) => void; serverErrors: CustomRangeProblems }) {
  return (
    <Stack gap="4">
      <HStack role="group" aria-label="Period" gap="2" wrap="wrap">
        {PRESET_OPTIONS.map((option) => (
          <Button
            key={option.preset}
            size="sm"
            variant={params.preset === option.preset ? "solid" : "outline"}
            colorPalette={params.preset === option.preset ? "blue" : "gray"}
            aria-pressed={params.preset === option.preset}
            title={option.description}
            onClick={() => onChange({ preset: option.preset, from: option.preset === "CUSTOM" ? params.from : null, to: option.preset === "CUSTOM" ? params.to : null })}
          >
            {option.label}
          </Button>
        ))}
      </HStack>
      {params.preset === "CUSTOM" ? <CustomDays params={params} onChange={onChange} serverErrors={serverErrors} /> : null}
    </Stack>
  );
}

function CustomDays({ params, onChange, serverErrors }: { params: ReportParams; onChange: (next: ReportParams) => void; serverErrors: CustomRangeProblems }) {
  const [from, setFrom] = useState(params.from ?? "");
  const [to, setTo] = useState(params.to ?? "");
  const [problems, setProblems] = useState<CustomRangeProblems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblems(from, to);
    setProblems(found);
    if (!found.from && !found.to) onChange({ preset: "CUSTOM", from: from.trim(), to: to.trim() });
  };
  // The form's own problems first; the server's are for the days the report last asked for.
  const edited = from !== (params.from ?? "") || to !== (params.to ?? "");
  const shownErrors = problems.from || problems.to || edited ? problems : serverErrors;
  return (
    <form onSubmit={submit} noValidate aria-label="Custom period">
      <HStack align="end" gap="3" wrap="wrap">
        <FormField label="First day" required error={shownErrors.from} w="auto">
          <Input type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} size="sm" />
        </FormField>
        <FormField label="Last day" required error={shownErrors.to} w="auto">
          <Input type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} size="sm" />
        </FormField>
        <Button type="submit" size="sm" colorPalette="blue">
          Show report
        </Button>
      </HStack>
    </form>
  );
}
