import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DeleteDeviceDocument,
  DeviceChangedDocument,
  DeviceDetailsDocument,
  RenameDeviceDocument,
  SendDeviceCommandDocument,
  type DeviceCommandType,
} from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { commandSentNotice } from './deviceCommands';

/**
 * One screen, followed live (status, content and command progress change on the server), and
 * what the details page does to it. A failed action is told in `actionError` until the next.
 */
export function useDeviceDetails(deviceId: string) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(DeviceDetailsDocument, {
    variables: { id: deviceId },
  });
  const [rename, renaming] = useMutation(RenameDeviceDocument);
  const [remove] = useMutation(DeleteDeviceDocument);
  const [send, sending] = useMutation(SendDeviceCommandDocument);
  const [actionError, setActionError] = useState<string | null>(null);

  useSubscription(DeviceChangedDocument, {
    onData: ({ data: event }) => {
      if (event.data?.deviceChanged._id === deviceId) void refetch();
    },
  });

  const act = async (work: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await work();
    } catch (e) {
      setActionError(errorMessage(e));
    }
  };

  return {
    device: data?.device,
    loading,
    error,
    refetch,
    actionError,
    renaming: renaming.loading,
    sending: sending.loading,
    /** Resolves once the server took the name; rejects with its refusal (the form says it). */
    rename: async (name: string) => {
      await rename({ variables: { id: deviceId, name } });
    },
    sendCommand: (type: DeviceCommandType) =>
      act(async () => {
        await send({ variables: { deviceId, type } });
        notify(commandSentNotice(type, data?.device?.name ?? 'the screen'));
        await refetch();
      }),
    remove: () =>
      act(async () => {
        await remove({ variables: { id: deviceId } });
        void navigate('/devices');
      }),
  };
}
