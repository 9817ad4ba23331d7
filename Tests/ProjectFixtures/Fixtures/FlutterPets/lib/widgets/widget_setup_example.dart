import 'package:home_widget/home_widget.dart';

/// Copied from the home_widget README while trying things out.
Future<void> configureWidgetsExample() async {
  await HomeWidget.setAppGroupId('YOUR_GROUP_ID');
}
