import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';
import { AsyncStates } from '../ui/async-states';
import { connectChat, type ChatConnection, type ChatRoomState } from '../../sdk/actions/chat';
import { CHAT_MAX_LENGTH, chatLength } from '../../sdk/shared-rules/chat-rules';
import css from './chat-room.css?inline';
import { dateFormats } from '@sdk/rules/dates';

const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * SPEC §2 modal 'chat room': the platform's room over a WebSocket. A log of the messages (author,
 * GMT+8 time, text: always text, never HTML), the connection's status, and for a logged-in real
 * member an input with its counter and the refusal under it; a guest reads and is offered the
 * login. The room joins again by itself after a drop (sdk/actions/chat.ts).
 */
export function ChatRoomModal() {
  useStyles('cr-chat', css);
  const croupier = useCroupier();
  const t = useT();
  const ready = useTexts('rewards');
  const session = useSignal(croupier.state.session);
  const token = session?.token;
  const [room, setRoom] = useState<ChatConnection>();
  // A login or logout while open joins again as who the player now is.
  useEffect(() => {
    const joined = connectChat({ platformUrl: croupier.platformUrl, token: () => token });
    setRoom(joined);
    return () => joined.close();
  }, [croupier, token]);
  const close = () => croupier.modals.close('chatRoom');
  return (
    <Modal name="chat-room" title={ready ? t('chat.title') : ''} onClose={close}>
      {ready && room ? (
        <Room room={room} />
      ) : (
        <AsyncStates state={TEXTS_LOADING} className="cr-chat__state" />
      )}
    </Modal>
  );
}

function Room({ room }: { room: ChatConnection }) {
  const croupier = useCroupier();
  const t = useT();
  const state = useSignal(room.state);
  const locale = croupier.i18n.language;
  const { time } = dateFormats(locale);
  return (
    <div className="cr-chat">
      <p className="cr-chat__status" data-status={state.status} role="status">
        <span className="cr-chat__dot" aria-hidden="true" />
        {t(`chat.status.${state.status}`)}
      </p>
      <Log state={state} emptyText={t('chat.empty')} label={t('chat.log')} you={t('chat.you')} time={time} />
      {state.canPost ? (
        <Composer room={room} state={state} />
      ) : state.status === 'open' ? (
        <div className="cr-chat__readonly">
          <p>{t(`chat.readOnly.${state.postRefusal ?? 'login_required'}`)}</p>
          {state.postRefusal !== 'real_account_required' && (
            <button
              type="button"
              className="cr-btn cr-btn--primary cr-btn--sm"
              onClick={() => {
                croupier.modals.close('chatRoom');
                croupier.modals.open('login');
              }}
            >
              {t('chat.login')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The messages, oldest first, kept scrolled to the newest while the reader is at the bottom. */
function Log(props: {
  state: ChatRoomState;
  label: string;
  emptyText: string;
  you: string;
  time: Intl.DateTimeFormat;
}) {
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const count = props.state.messages.length;
  useLayoutEffect(() => {
    const node = log.current;
    if (node && atBottom.current) node.scrollTop = node.scrollHeight;
  }, [count]);
  return (
    <div
      ref={log}
      className="cr-chat__log"
      role="log"
      aria-live="polite"
      aria-label={props.label}
      tabIndex={0}
      onScroll={(e) => {
        const node = e.currentTarget;
        atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 40;
      }}
    >
      {count === 0 && <p className="cr-chat__empty">{props.emptyText}</p>}
      {props.state.messages.map((message) => (
        <div key={message.id} className={`cr-chat__message${message.mine ? ' is-mine' : ''}`}>
          <p className="cr-chat__meta">
            <span className="cr-chat__author">{message.mine ? props.you : message.author}</span>{' '}
            <time dateTime={new Date(message.at).toISOString()}>{props.time.format(message.at)}</time>
          </p>
          {/* Text, never HTML: React writes it as a text node. */}
          <p className="cr-chat__text">{message.text}</p>
        </div>
      ))}
    </div>
  );
}

/** The input: its counter, the send button, and why the last message was refused, under it. */
function Composer({ room, state }: { room: ChatConnection; state: ChatRoomState }) {
  const t = useT();
  const [text, setText] = useState('');
  const length = chatLength(text.trim());
  const over = length > CHAT_MAX_LENGTH;
  const refusal = over ? { reason: 'too_long' as const } : state.refusal;
  const error = refusal
    ? t(`chat.refused.${refusal.reason}`, {
        max: CHAT_MAX_LENGTH,
        seconds: Math.max(1, Math.ceil((refusal.retryAfterMs ?? 0) / 1000)),
      })
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (room.send(text).ok) setText('');
  };
  return (
    <form className="cr-chat__composer" onSubmit={submit} noValidate>
      <TextField
        label={t('chat.input')}
        value={text}
        onChange={setText}
        autoComplete="off"
        enterKeyHint="send"
        data-autofocus="true"
        error={error}
        hint={
          <span className={`cr-chat__counter${over ? ' is-over' : ''}`}>
            {t('chat.counter', { count: length, max: CHAT_MAX_LENGTH })}
          </span>
        }
        trailing={
          <button
            type="submit"
            className="cr-btn cr-btn--primary cr-btn--sm cr-chat__send"
            disabled={state.status !== 'open'}
          >
            {t('chat.send')}
          </button>
        }
      />
      <p className="cr-chat__rules">{t('chat.rules', { max: CHAT_MAX_LENGTH })}</p>
    </form>
  );
}
