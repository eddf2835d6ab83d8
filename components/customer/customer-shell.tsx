import type { CSSProperties, ReactNode } from 'react';
import styles from './customer.module.css';

export { styles as customerStyles };

const LANGUAGE_NAMES = { en: 'English', fi: 'Suomi', sv: 'Svenska' } as const;

/**
 * The customer page's frame: the merchant's name and accent colour, the language switch (plain links, so it
 * works without JavaScript) and the content in the customer's language (`lang` on the page's own root).
 */
export function CustomerShell(props: {
  lang: 'en' | 'fi' | 'sv';
  brand: string;
  accent: string | null;
  /** The merchant's logo (a signed link on this origin), shown with the brand name as its text. */
  logo?: string | null;
  languageLabel: string;
  /** The current page's address without `lang`, to which the switch adds its language. */
  path: string;
  children: ReactNode;
}) {
  const style = props.accent ? ({ '--accent': props.accent } as CSSProperties) : undefined;
  return (
    <div className={styles.page} lang={props.lang} style={style}>
      <header className={styles.header}>
        <span className={styles.brand}>
          {props.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a signed link of 5 minutes, no image optimiser
            <img className={styles.logo} src={props.logo} alt={props.brand} />
          ) : (
            props.brand
          )}
        </span>
        <nav aria-label={props.languageLabel}>
          <ul className={styles.langs}>
            {(Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[]).map((l) => (
              <li key={l}>
                <a
                  href={`${props.path}${props.path.includes('?') ? '&' : '?'}lang=${l}`}
                  lang={l}
                  hrefLang={l}
                  aria-current={l === props.lang ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[l]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>{props.children}</main>
    </div>
  );
}
