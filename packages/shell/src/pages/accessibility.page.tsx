import * as v from 'valibot';
import { formatDate, safeUrl, topbarSchema } from '@oriel/core';
import { useRuntime } from '@oriel/ui';
import { useDocumentTitle, useWebsite } from '../shell-context';
import { STATEMENT_CHECKS, STATEMENT_REVIEWED, STATEMENT_USAGE } from '../accessibility/statement-checks';
import { ENFORCEMENT_NAME, ENFORCEMENT_URL, STATEMENT_TEXT } from '../accessibility/statement.text';

/**
 * /accessibility: the storefront's accessibility statement, in the EU model's parts. What it says is tested and how
 * to use it are lists the tests keep (statement-checks.ts); the contact is the organiser's e-mail from the website's
 * top bar.
 */
export function AccessibilityPage() {
  const { lang, timezone } = useRuntime();
  const website = useWebsite().data;
  const text = STATEMENT_TEXT[lang];
  useDocumentTitle(text.title);
  const topbar = v.safeParse(topbarSchema, website?.topbar);
  const email = (topbar.success ? topbar.output.content.contacts?.email : null) ?? null;
  const reviewed = formatDate(`${STATEMENT_REVIEWED}T12:00:00Z`, { locale: lang, timeZone: timezone }, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="o-page o-statement">
      <h1>{text.title}</h1>
      <p>{text.intro(website?.organiser.name ?? '')}</p>
      <h2>{text.target_title}</h2>
      <p>{text.target}</p>
      <h2>{text.status_title}</h2>
      <p>{text.status}</p>
      <h2>{text.tested_title}</h2>
      <p>{text.tested_intro}</p>
      <ul>
        {STATEMENT_CHECKS.map((check) => (
          <li key={check.id}>{text.checks[check.id]}</li>
        ))}
      </ul>
      <h2>{text.usage_title}</h2>
      <p>{text.usage_intro}</p>
      <ul>
        {STATEMENT_USAGE.map((use) => (
          <li key={use.id}>{text.usage[use.id]}</li>
        ))}
      </ul>
      <h2>{text.limits_title}</h2>
      <ul>
        {text.limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
      <h2>{text.contact_title}</h2>
      <p>
        {email ? (
          <>
            {text.contact_email[0]}
            <a href={`mailto:${encodeURIComponent(email).replace('%40', '@')}`}>{email}</a>
            {text.contact_email[1]}
          </>
        ) : (
          text.contact_none
        )}
      </p>
      <h2>{text.manual_title}</h2>
      <p>{text.manual}</p>
      <h2>{text.enforcement_title}</h2>
      <p>
        {text.enforcement[0]}
        <a href={safeUrl(ENFORCEMENT_URL, 'link') ?? undefined} rel="noopener noreferrer" target="_blank">
          {ENFORCEMENT_NAME}
        </a>
        {text.enforcement[1]}
      </p>
      <p className="o-muted">{text.reviewed(reviewed)}</p>
    </div>
  );
}
