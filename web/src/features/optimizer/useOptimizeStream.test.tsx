import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { useOptimizeStream } from './useOptimizeStream';

function renderStream(environment: RelayMockEnvironment) {
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders environment={environment}>{children}</TestProviders>;
  return renderHook(() => useOptimizeStream(), { wrapper });
}

const progress = (delta: string) => ({
  data: { optimizePrompt: { __typename: 'SubscriptionOptimizePromptSuccess', data: { improvedPromptDelta: delta, improvedPromptRestarted: false, result: null } } },
});

describe('useOptimizeStream', () => {
  it('shows the improved prompt as it grows by each event\'s text, then the final result (and the credits left reach the store)', () => {
    const environment = createMockEnvironment();
    const { result } = renderStream(environment);
    const onFailure = vi.fn();
    act(() => result.current[1]({ originalContent: 'hola', pageOptions: { audience: 'General' } }, onFailure));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { originalContent: 'hola', pageOptions: { audience: 'General' } } });
    expect(result.current[0]).toEqual({ status: 'streaming', original: 'hola', soFar: '' });

    act(() => environment.mock.nextValue(operation, progress('Actúa')));
    act(() => environment.mock.nextValue(operation, progress(' como')));
    expect(result.current[0]).toMatchObject({ status: 'streaming', soFar: 'Actúa como' });

    act(() =>
      environment.mock.nextValue(operation, {
        data: {
          optimizePrompt: {
            __typename: 'SubscriptionOptimizePromptSuccess',
            data: {
              improvedPromptDelta: '',
              improvedPromptRestarted: false,
              result: {
                improvedPrompt: 'Actúa como experto. hola',
                explanation: 'Añadí un rol.',
                suggestions: ['Di cuántas ideas quieres.'],
                engine: 'local',
                viewer: { id: 'viewer-1', subscription: { optimizationsLeft: 2 } },
              },
            },
          },
        },
      }),
    );
    act(() => environment.mock.complete(operation));
    expect(result.current[0]).toMatchObject({ status: 'done', original: 'hola', result: { improvedPrompt: 'Actúa como experto. hola', engine: 'local' } });
    expect(onFailure).not.toHaveBeenCalled();
    const subscription = environment.getStore().getSource().get('client:viewer-1:subscription');
    expect(subscription?.optimizationsLeft).toBe(2);
  });

  it("reports the server's LimitReachedError as such, with its message", () => {
    const environment = createMockEnvironment();
    const { result } = renderStream(environment);
    const onFailure = vi.fn();
    act(() => result.current[1]({ originalContent: 'hola' }, onFailure));
    const operation = environment.mock.getMostRecentOperation();
    act(() =>
      environment.mock.nextValue(operation, {
        data: { optimizePrompt: { __typename: 'LimitReachedError', __isError: 'LimitReachedError', message: 'Ya usaste tus 3 optimizaciones de este mes.' } },
      }),
    );
    act(() => environment.mock.complete(operation));
    expect(result.current[0]).toEqual({ status: 'failed', original: 'hola' });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith({ kind: 'limitReached', message: 'Ya usaste tus 3 optimizaciones de este mes.', fields: {} });
  });

  it('puts a ValidationError on its field, and treats a stream that ends without a result as a failure', () => {
    const environment = createMockEnvironment();
    const { result } = renderStream(environment);
    const onFailure = vi.fn();
    act(() => result.current[1]({ originalContent: ' ' }, onFailure));
    act(() =>
      environment.mock.nextValue(environment.mock.getMostRecentOperation(), {
        data: {
          optimizePrompt: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Datos no válidos',
            fieldErrors: [{ field: 'input.originalContent', message: 'Por favor, ingresa un prompt para optimizar.' }],
          },
        },
      }),
    );
    expect(onFailure).toHaveBeenLastCalledWith({
      kind: 'validation',
      message: 'Datos no válidos',
      fields: { originalContent: 'Por favor, ingresa un prompt para optimizar.' },
    });

    act(() => result.current[1]({ originalContent: 'otra vez' }, onFailure));
    act(() => environment.mock.complete(environment.mock.getMostRecentOperation()));
    expect(result.current[0]).toEqual({ status: 'failed', original: 'otra vez' });
    expect(onFailure).toHaveBeenLastCalledWith({ kind: 'other', message: 'Ha ocurrido un error. Inténtalo de nuevo.', fields: {} });
  });
});
