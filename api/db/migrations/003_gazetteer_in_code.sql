-- Places come from the built-in gazetteer (api/lib/gazetteer.ts), not the database.
DROP TABLE places;
