# import suites (Procfile, app.json, AppImporter)
