# docs/ci.md, "Set up the repository", as scripts/check-ci-docs.py holds it: the container the
# widget is checked on, captured from the simulator after running the app, and goldens recorded
# from it. DocumentedWorkflowTests runs it in an app repository, then commits what it made.
widget-tui app capture Tests/WidgetGroup --simulator --group group.com.example.flutterPets
widget-tui snapshot --out Tests/Goldens/widget --container Tests/WidgetGroup --now 2026-11-29T12:00:00Z --tz UTC
