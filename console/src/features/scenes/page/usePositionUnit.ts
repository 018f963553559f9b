import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  SceneEditorPositionTabDocument,
  SceneEditorSavePositionTabDocument,
} from '../../../graphql/generated';
import { DEFAULT_POSITION_UNIT, type PositionUnit } from './positionUnits';

/**
 * The unit of the position fields, from the user's stored preference (defaultPositionTab); a
 * change shows at once and is stored for next time. A failed store keeps the change on screen:
 * it is a convenience, not the operator's work.
 */
export function usePositionUnit(): [PositionUnit, (unit: PositionUnit) => void] {
  const stored = useQuery(SceneEditorPositionTabDocument);
  const [save] = useMutation(SceneEditorSavePositionTabDocument);
  const [chosen, setChosen] = useState<PositionUnit | null>(null);
  const unit = chosen ?? stored.data?.myPreferences.defaultPositionTab ?? DEFAULT_POSITION_UNIT;
  const change = (next: PositionUnit) => {
    setChosen(next);
    void save({ variables: { tab: next } }).catch(() => undefined);
  };
  return [unit, change];
}
