# The widget-tui steps of docs/ci.md's workflow, in its order, as scripts/check-ci-docs.py holds
# them: every step runs (the workflow's `if: ${{ !cancelled() }}`), and the job fails if one did.
# DocumentedWorkflowTests runs it in a fresh `git clone` of an app repository.
status=0
widget-tui verify Tests/Goldens/widget --report github --junit reports/verify.xml --artifacts reports/verify || status=1
widget-tui check --container Tests/WidgetGroup --kind PetWidget --now 2026-11-29T12:00:00Z --tz UTC --report github --junit reports/check.xml || status=1
widget-tui doctor --project ios --container Tests/WidgetGroup --report github --junit reports/doctor.xml --sarif reports/doctor.sarif || status=1
exit $status
