import 'package:flutter_test/flutter_test.dart';
import 'package:home_widget/home_widget.dart';

void main() {
  test('sets a group', () async {
    await HomeWidget.setAppGroupId('group.test.mock');
  });
}
