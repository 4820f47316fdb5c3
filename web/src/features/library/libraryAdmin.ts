import { createContext, useContext } from 'react';

/**
 * True where the viewer is an admin reading the shared library (the library page provides it): a
 * library prompt's detail dialog then offers Edit and Delete, whose code loads on first use.
 */
export const LibraryAdminContext = createContext(false);

export const useIsLibraryAdmin = () => useContext(LibraryAdminContext);
