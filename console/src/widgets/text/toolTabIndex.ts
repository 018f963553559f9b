import { createContext, useContext } from 'react';

/**
 * The rich-text tools sit in the Tab order only while the text is being edited (the focus is
 * in the text or its toolbar): otherwise some twenty tools would stand between the item's
 * properties and the scene's timeline. Shift+Tab from the text reaches them.
 */
export const ToolTabIndexContext = createContext<0 | -1>(0);

export const useToolTabIndex = () => useContext(ToolTabIndexContext);
