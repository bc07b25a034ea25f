import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { t } from "../i18n/t";
import { Link } from "../router/Link";
import { useToast } from "../ui/useToast";
import { EMAIL_CONFIRMED_QUERY_KEY } from "./emailConfirmedQueryKey";

/**
 * The persistent toast 'Your email address is not confirmed.' with 'Resend confirmation email'
 * (spec §6, §8), gone as soon as the confirmation page says the address is confirmed.
 */
export default function EmailConfirmationToast(): ReactNode {
  const toasts = useToast();
  const { data: confirmed } = useQuery({ queryKey: EMAIL_CONFIRMED_QUERY_KEY, queryFn: () => false, initialData: false, staleTime: Infinity, enabled: false });
  useEffect(() => {
    if (confirmed) return;
    const id = toasts.addToast({
      persistent: true,
      wide: true,
      body: (
        <>
          {t("Your email address is not confirmed.")} <Link to="/entry/emailconfirmrequest">{t("Resend confirmation email")}</Link>
        </>
      ),
    });
    return () => toasts.removeToast(id);
  }, [confirmed, toasts]);
  return null;
}
