import { useContext, useEffect, useId, useRef, useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { t } from "../i18n/t";
import { SiteContext } from "../site/SiteProvider";
import { Button } from "./Button";
import { clampPageInput } from "./clampPageInput";
import { intlCache } from "./intlCache";
import * as styles from "./JumpToPage.css";

export interface JumpToPageProps {
  /** The page shown now: what an empty box keeps. */
  page: number;
  pageCount: number;
  /** Go was pressed with a page in 1..pageCount. */
  onJump(page: number): void;
  /** 'Back to post count': close the form. */
  onBack(): void;
}

/**
 * The pager's jump-to-page form (spec §2, §5): 'Jump to page [n] of N', Go and 'Back to post
 * count'. The box keeps digits only and clamps them to 1..N as typed; Go with an empty box keeps
 * the current page. Takes the focus when it opens, since it opens from a click on the count.
 */
export function JumpToPage({ page, pageCount, onJump, onBack }: JumpToPageProps): ReactNode {
  const locale = useContext(SiteContext)?.locale ?? "en";
  const inputID = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const chosen = clampPageInput(value, pageCount);
    onJump(chosen === "" ? page : Number(chosen));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t("Jump to page")}>
      <label htmlFor={inputID}>{t("Jump to page")}</label>
      <input
        ref={input}
        id={inputID}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={String(page)}
        value={value}
        onChange={(event) => setValue(clampPageInput(event.target.value, pageCount))}
      />
      <span>
        {t("of")} {intlCache.number(locale).format(pageCount)}
      </span>
      <Button type="submit" variant="primary" className={styles.button}>
        {t("Go")}
      </Button>
      <Button variant="text" className={styles.button} onClick={onBack}>
        {t("Back to post count")}
      </Button>
    </form>
  );
}
