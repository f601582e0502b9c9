// A webhook signing secret on screen (after creation, rotation or "reveal"): the shared SecretBox
// (components/secret-box.tsx) with the webhook texts.
import { SecretBox as SharedSecretBox } from '../../components/secret-box.tsx';
import { fillWebhooks, roWebhooks } from '../../i18n/ro-webhooks.ts';

const t = roWebhooks;

export interface SecretBoxProps {
  url: string;
  secret: string;
  onHide: () => void;
}

export function SecretBox({ url, secret, onHide }: SecretBoxProps) {
  return (
    <SharedSecretBox
      key={secret}
      secret={secret}
      onHide={onHide}
      texts={{
        title: t.secretTitle,
        text: t.secretOnce,
        label: fillWebhooks(t.secretLabel, { url }),
        copy: t.copy,
        copied: t.copied,
        copyFailed: t.copyFailed,
        hide: t.hideSecret,
      }}
    />
  );
}
