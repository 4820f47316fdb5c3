/**
 * relay-test-utils ships no TypeScript types (and @types/relay-test-utils is not a dependency):
 * the part of its API the client tests use.
 */
declare module 'relay-test-utils' {
  import type {
    ConcreteRequest,
    Environment,
    EnvironmentConfig,
    GraphQLResponse,
    OperationDescriptor,
  } from 'relay-runtime';

  export interface MockResolverContext {
    parentType: string | null | undefined;
    name: string | null | undefined;
    alias: string | null | undefined;
    path: readonly string[] | null | undefined;
    args: Record<string, unknown> | null | undefined;
  }

  export type MockResolvers = Record<string, (context: MockResolverContext, generateId: () => number) => unknown>;

  type Payload = GraphQLResponse | Error;

  export interface MockFunctions {
    getAllOperations(): OperationDescriptor[];
    getMostRecentOperation(): OperationDescriptor;
    findOperation(predicate: (operation: OperationDescriptor) => boolean): OperationDescriptor;
    resolve(request: ConcreteRequest | OperationDescriptor, payload: GraphQLResponse): void;
    reject(request: ConcreteRequest | OperationDescriptor, error: Error | string): void;
    nextValue(request: ConcreteRequest | OperationDescriptor, payload: GraphQLResponse): void;
    complete(request: ConcreteRequest | OperationDescriptor): void;
    resolveMostRecentOperation(payload: GraphQLResponse | ((operation: OperationDescriptor) => GraphQLResponse)): void;
    rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
    queueOperationResolver(resolver: (operation: OperationDescriptor) => Payload | null | undefined): void;
    isLoading(request: ConcreteRequest | OperationDescriptor, variables: Record<string, unknown>): boolean;
  }

  export interface RelayMockEnvironment extends Environment {
    mock: MockFunctions;
  }

  export function createMockEnvironment(config?: Partial<EnvironmentConfig>): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(
      operation: OperationDescriptor,
      mockResolvers?: MockResolvers | null,
      options?: { mockClientData?: boolean; generateDeferredPayload?: boolean } | null,
    ): GraphQLResponse;
  };
}
