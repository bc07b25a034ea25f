import { t } from "@quorum/core";
import type { ChangeEvent, ReactNode } from "react";
import { useId } from "react";
import { QNA_STATUS, type QuestionStatus } from "../../shared/QNA_STATUS";
import type { ListFilterProps } from "@quorum/forum/contract";

/** The choices, in the order of spec §3's status ids; "all" clears the filter. */
const CHOICES: readonly { value: "all" | QuestionStatus; label: string }[] = [
  { value: "all", label: "All" },
  { value: "unanswered", label: "Unanswered" },
  { value: "answered", label: "Answered" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
];

/**
 * In `forumSlots.discussionListFilters`: narrows a discussion list to questions of one status
 * (`type: "question"` and its `statusID`); "All" takes both away again.
 */
export default function QnaStatusFilter({ params, setParams }: ListFilterProps): ReactNode {
  const id = useId();
  const current = CHOICES.find((choice) => choice.value !== "all" && params.type === "question" && Number(params.statusID) === QNA_STATUS[choice.value]);
  function change(event: ChangeEvent<HTMLSelectElement>): void {
    const value = event.target.value as "all" | QuestionStatus;
    setParams(value === "all" ? { type: undefined, statusID: undefined } : { type: "question", statusID: QNA_STATUS[value] });
  }
  return (
    <span>
      <label htmlFor={id}>{t("Questions")} </label>
      <select id={id} value={current?.value ?? "all"} onChange={change}>
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </select>
    </span>
  );
}
