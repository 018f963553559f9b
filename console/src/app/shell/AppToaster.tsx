import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { attachToaster } from '../../kit/notices';

/** Fluent's toaster for notify(); the shell loads it with the first notice (see notices.ts). */
export default function AppToaster() {
  const toasterId = useId('app-toaster');
  const { dispatchToast } = useToastController(toasterId);
  // The Toaster's own effect (listening for toasts) runs before this one: children first.
  useEffect(
    () =>
      attachToaster(({ title, intent, politeness }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{title}</ToastTitle>
          </Toast>,
          { intent, politeness },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="bottom-end" />;
}
