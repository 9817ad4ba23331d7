import 'package:home_widget/home_widget.dart';

/// The App Group the Runner and PetWidgetExtension targets share.
const String appGroupId = 'group.com.example.flutterPets';

const String _iOSWidgetName = 'PetWidget';
const String _androidWidgetName = 'PetWidgetProvider';

class PetWidgetSync {
  Future<void> feed(String name) async {
    await HomeWidget.saveWidgetData<String>('pet_name', name);
    await HomeWidget.saveWidgetData<String>('pet_mood', 'happy');
    await HomeWidget.updateWidget(
      iOSName: _iOSWidgetName,
      androidName: _androidWidgetName,
    );
  }

  /// Called from the background isolate, where setAppGroupId has not run.
  Future<void> saveStreak(int days) async {
    await HomeWidget.saveWidgetData<int>(
      'streak_days',
      days,
      appGroupId: 'group.com.example.FlutterPets',
    );
    await HomeWidget.updateWidget(name: 'PetsWidget', androidName: 'StreakWidgetProvider');
  }

  Future<void> refreshAndroidStreak() async {
    await HomeWidget.updateWidget(qualifiedAndroidName: 'com.example.flutter_pets.StreakWidgetProvider');
  }
}
