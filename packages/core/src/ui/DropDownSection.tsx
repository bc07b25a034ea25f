import { useId, useLayoutEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import * as styles from "./DropDown.css";

/**
 * A group of a `DropDown`'s items: a separator before it when anything precedes it, its title as
 * a visible heading and as the group's accessible name.
 */
export function DropDownSection({ title, children }: { title?: string; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [hasPrevious, setHasPrevious] = useState(false);
  const titleId = useId();

  // A menu's content mounts in the browser when it opens, whole, so measuring once here is safe
  // and keeps "a separator between groups" right whichever sections the caller leaves out.
  useLayoutEffect(() => {
    setHasPrevious(ref.current?.previousElementSibling != null);
  }, []);

  return (
    <div ref={ref} className={styles.section}>
      {hasPrevious && <div role="separator" className={styles.separator} />}
      <div role="group" aria-labelledby={title ? titleId : undefined}>
        {title && (
          <div id={titleId} role="heading" aria-level={3} className={styles.sectionTitle}>
            {title}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
