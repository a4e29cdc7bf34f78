import { useCallback, useEffect, useRef, useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { TextField } from '../ui/text-field';
import { CAPTCHA_REFRESH_THROTTLE_MS, throttleDelay } from '../../sdk/rules/countdown';

/** A click's image still to come is not drawn after all (a fresher one is drawn, or the field is gone). */
function cancel(pending: { current: ReturnType<typeof setTimeout> | undefined }) {
  clearTimeout(pending.current);
  pending.current = undefined;
}

export interface CaptchaState {
  key: string;
  value: string;
  /** The username the image was drawn for (login captchas only). */
  username?: string;
}

/**
 * The captcha field: the image loads when the field appears; a click draws a new one, at most
 * once per second (SPEC §4, §9). `refreshSignal` changes when the form wants a fresh image
 * (after a failed submit, or a tab switch). A login passes `username`: the image is drawn for it.
 */
export function CaptchaField(props: {
  value: string;
  onChange: (next: CaptchaState) => void;
  error?: string;
  refreshSignal: number;
  username?: string;
}) {
  const croupier = useCroupier();
  const t = useT();
  const [image, setImage] = useState<string>();
  const [failed, setFailed] = useState(false);
  const lastAt = useRef<number | undefined>(undefined);
  const key = useRef('');
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const username = useRef(props.username);
  username.current = props.username?.trim();
  const drawnFor = useRef<string | undefined>(undefined);

  const draw = useCallback(async () => {
    lastAt.current = Date.now();
    key.current = croupier.auth.newCaptchaKey();
    drawnFor.current = username.current;
    onChange.current({ key: key.current, value: '', username: drawnFor.current });
    try {
      setImage(await croupier.auth.loadCaptcha(key.current, drawnFor.current));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [croupier]);

  // A click within a second of the last image is kept, not dropped: the new image comes when that
  // second is up, one for all the clicks in it. Dropped, a click just after the image appeared did
  // nothing at all.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => {
    pending.current ??= setTimeout(
      () => {
        pending.current = undefined;
        void draw();
      },
      throttleDelay(lastAt.current, Date.now(), CAPTCHA_REFRESH_THROTTLE_MS),
    );
  };
  useEffect(() => () => cancel(pending), []);

  useEffect(() => {
    cancel(pending);
    void draw();
  }, [draw, props.refreshSignal]);

  return (
    <TextField
      label={t('auth.captcha')}
      name="captcha"
      required
      autoComplete="off"
      inputMode="text"
      maxLength={8}
      value={props.value}
      error={props.error}
      onChange={(value) => onChange.current({ key: key.current, value, username: drawnFor.current })}
      trailing={
        <button type="button" className="cr-captcha" aria-label={t('auth.refreshCaptcha')} onClick={refresh}>
          {image && !failed ? (
            <img src={image} alt={t('auth.captchaImage')} width={132} height={44} />
          ) : (
            <span className="cr-captcha__fallback">{failed ? t('common.retry') : t('common.loading')}</span>
          )}
        </button>
      }
    />
  );
}
