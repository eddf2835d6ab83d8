import { customerStyles as s } from '@/components/customer/customer-shell';
import type { CustomerT } from '@/server/returns/customer-page/i18n';
import type { LineProblems, ProblemField } from '@/server/returns/customer-page/choose-view';
import type { LineChoice } from '@/server/returns/customer-page/form-state';

/**
 * One returnable order line of the return form: how many, why, an exchange, a note, photos. A refused form
 * comes back with the customer's choices (`chosen`) and the line's problems beside it, in the page's words.
 */
export function LineFields(props: {
  id: string;
  name: string;
  returnable: number;
  reasonCodes: string[];
  exchangeChoices: { id: string; name: string }[];
  noteHint: string | null;
  photoHint: string | null;
  chosen: LineChoice | undefined;
  problems: LineProblems | undefined;
  t: CustomerT;
  formatNumber: (n: number) => string;
}) {
  const { id, t, chosen, problems } = props;
  const problemId = `problem_${id}`;
  const invalid = (field: ProblemField) => (problems?.fields.has(field) ? true : undefined);
  const describedBy = (field: ProblemField, hint?: string | null) =>
    [problems?.fields.has(field) ? problemId : null, hint].filter(Boolean).join(' ') || undefined;
  const reasons = new Set(props.reasonCodes);
  return (
    <fieldset className={s.line}>
      <legend>{props.name}</legend>
      {problems ? (
        <div className={s.error} id={problemId} data-testid="line-problem">
          {problems.codes.map((code) => (
            <p key={code}>{t(`problems.${code}`)}</p>
          ))}
          {chosen?.p && !problems.fields.has('photos') ? <p>{t('choose.photosAgain')}</p> : null}
        </div>
      ) : null}
      <div className={s.field}>
        <label htmlFor={`q_${id}`}>{t('choose.quantity')}</label>
        <select
          id={`q_${id}`}
          name={`q_${id}`}
          defaultValue={String(Math.min(chosen?.q ?? 0, props.returnable))}
          aria-invalid={invalid('q')}
          aria-describedby={describedBy('q')}
        >
          {Array.from({ length: props.returnable + 1 }, (_, n) => (
            <option key={n} value={n}>
              {props.formatNumber(n)}
            </option>
          ))}
        </select>
      </div>
      <div className={s.field}>
        <label htmlFor={`reason_${id}`}>{t('choose.reason')}</label>
        <select
          id={`reason_${id}`}
          name={`reason_${id}`}
          defaultValue={chosen && reasons.has(chosen.r) ? chosen.r : ''}
          aria-invalid={invalid('reason')}
          aria-describedby={describedBy('reason')}
        >
          <option value="">{t('choose.chooseReason')}</option>
          {props.reasonCodes.map((code) => (
            <option key={code} value={code}>
              {t(`reasons.${code as 'other'}`)}
            </option>
          ))}
        </select>
      </div>
      {props.exchangeChoices.length ? (
        <div className={s.field}>
          <label htmlFor={`exchange_${id}`}>{t('choose.exchangeFor')}</label>
          <select
            id={`exchange_${id}`}
            name={`exchange_${id}`}
            defaultValue={chosen && props.exchangeChoices.some((c) => c.id === chosen.x) ? chosen.x : ''}
            aria-invalid={invalid('exchange')}
            aria-describedby={describedBy('exchange')}
          >
            <option value="">{t('choose.noExchange')}</option>
            {props.exchangeChoices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={s.field}>
        <label htmlFor={`note_${id}`}>{t('choose.note')}</label>
        {props.noteHint ? (
          <p className={s.muted} id={`note_${id}_hint`}>
            {props.noteHint}
          </p>
        ) : null}
        <textarea
          id={`note_${id}`}
          name={`note_${id}`}
          rows={2}
          maxLength={500}
          defaultValue={chosen?.n ?? ''}
          aria-invalid={invalid('note')}
          aria-describedby={describedBy('note', props.noteHint ? `note_${id}_hint` : null)}
        />
      </div>
      <div className={s.field}>
        <label htmlFor={`photos_${id}`}>{t('choose.photos')}</label>
        {props.photoHint ? (
          <p className={s.muted} id={`photos_${id}_hint`}>
            {props.photoHint}
          </p>
        ) : null}
        <input
          id={`photos_${id}`}
          name={`photos_${id}`}
          type="file"
          accept="image/*"
          multiple
          aria-invalid={invalid('photos')}
          aria-describedby={describedBy('photos', props.photoHint ? `photos_${id}_hint` : null)}
        />
      </div>
    </fieldset>
  );
}
