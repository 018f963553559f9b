import './jsdom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders UI the way the console does: inside the Fluent theme. */
export const renderWithTheme = (ui: ReactElement): RenderResult =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
