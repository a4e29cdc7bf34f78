import { useEffect, useId, useRef, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { FormError } from '@widgets/ui/form-error';
import { Icon } from '@widgets/ui/icon';
import { close, upload } from '@widgets/ui/icons';
import { useFormSubmit } from '@widgets/ui/use-form-submit';
import { isPlatformError } from '@sdk/client/platform-error';
import { MAX_PROOFS } from '@sdk/contract/limits';
import type { WithdrawOrder } from '@sdk/actions/withdrawals';

interface Picked {
  readonly file: File;
  /** An object URL of the file, for its preview; revoked when it leaves the list. */
  readonly url: string;
}

/**
 * "Not received" (SPEC §4, §5): 1 to 3 png or jpg images of at most 5 MB each, checked as they are
 * picked (their bytes, not their names), previewed, removable, then sent with the answer. A
 * refusal names the image it is about, under the field.
 */
export function ProofForm(props: {
  orderNo: string;
  onAnswered: (order: WithdrawOrder) => void;
  onCancel: () => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const [picked, setPicked] = useState<Picked[]>([]);
  const current = useRef(picked);
  current.current = picked;
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const form = useFormSubmit<'proofs'>({
    fields: ['proofs'],
    validate: () => (picked.length === 0 ? { proofs: { key: 'withdraw.proof.none' } } : {}),
    submit: async () =>
      props.onAnswered(
        await croupier.cashier.confirmWithdrawal(props.orderNo, {
          received: false,
          proofs: picked.map((p) => p.file),
        }),
      ),
    onError: (error) => {
      const value = isPlatformError(error) ? (error.value as { index?: number; reason?: string }) : undefined;
      if (isPlatformError(error) && error.code === 'withdraw_proof_invalid' && value?.reason)
        form.setFieldError('proofs', {
          key: `withdraw.proof.${value.reason}`,
          values: { name: picked[value.index ?? 0]?.file.name ?? '', max: MAX_PROOFS },
        });
    },
  });

  async function pick(files: File[]) {
    const room = MAX_PROOFS - picked.length;
    const added: Picked[] = [];
    let problem: { key: string; values: { name: string; max: number } } | undefined;
    for (const [index, file] of files.entries()) {
      const reason = index >= room ? 'count' : await croupier.cashier.checkWithdrawProof(file);
      if (reason)
        problem ??= { key: `withdraw.proof.${reason}`, values: { name: file.name, max: MAX_PROOFS } };
      else added.push({ file, url: URL.createObjectURL(file) });
    }
    setPicked((list) => [...list, ...added]);
    form.setFieldError('proofs', problem);
  }

  function remove(gone: Picked) {
    URL.revokeObjectURL(gone.url);
    setPicked((list) => list.filter((p) => p !== gone));
    form.setFieldError('proofs', undefined);
  }

  const error = form.errors.proofs;
  return (
    <form className="cr-withdraw__proofs" noValidate onSubmit={form.onSubmit}>
      <FormError message={form.formError} />
      <div className={`cr-field${error ? ' has-error' : ''}`}>
        <span className="cr-field__label" id={`${id}-label`}>
          {t('withdraw.proof.label')}{' '}
          <span className="cr-withdraw__count">
            {t('withdraw.proof.counter', { count: picked.length, max: MAX_PROOFS })}
          </span>
        </span>
        <p id={`${id}-hint`} className="cr-field__hint">
          {t('withdraw.proof.hint', { max: MAX_PROOFS })}
        </p>
        {picked.length > 0 && (
          <ul className="cr-withdraw__previews" aria-labelledby={`${id}-label`}>
            {picked.map((p) => (
              <li key={p.url}>
                {/* The file name beside it names the image: an alt repeating it is read twice. */}
                <img src={p.url} alt="" />
                <span>{p.file.name}</span>
                <button
                  type="button"
                  className="cr-icon-btn"
                  aria-label={t('withdraw.proof.remove', { name: p.file.name })}
                  onClick={() => remove(p)}
                >
                  <Icon path={close} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {picked.length < MAX_PROOFS && (
          <label className="cr-btn cr-withdraw__pick">
            <Icon path={upload} />
            {t('withdraw.proof.add')}
            <input
              type="file"
              className="cr-visually-hidden"
              accept="image/png,image/jpeg"
              multiple
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                const input = event.currentTarget;
                void pick([...(input.files ?? [])]);
                // The same file may be picked again after it was removed.
                input.value = '';
              }}
            />
          </label>
        )}
        {error && (
          <p id={`${id}-error`} className="cr-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="cr-withdraw__actions">
        <button type="submit" className="cr-btn cr-btn--danger" disabled={form.busy}>
          {form.busy ? t('common.loading') : t('withdraw.proof.send')}
        </button>
        <button type="button" className="cr-btn cr-btn--ghost" onClick={props.onCancel}>
          {t('withdraw.proof.cancel')}
        </button>
      </div>
    </form>
  );
}
