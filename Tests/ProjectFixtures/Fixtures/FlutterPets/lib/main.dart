import 'package:flutter/material.dart';
import 'package:home_widget/home_widget.dart';
import 'widgets/widget_setup_example.dart';
import 'widgets/pet_widget_sync.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  // Before any other home_widget call: iOS needs the group for every read and write.
  await HomeWidget.setAppGroupId(appGroupId);
  // HomeWidget.setAppGroupId('group.com.example.commented.out');
  runApp(const PetsApp());
}

class PetsApp extends StatelessWidget {
  const PetsApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Flutter Pets',
      home: PetHome(sync: PetWidgetSync()),
    );
  }
}

class PetHome extends StatelessWidget {
  const PetHome({super.key, required this.sync});

  final PetWidgetSync sync;

  @override
  Widget build(BuildContext context) {
    return Scaffold(
      body: Center(
        child: FilledButton(
          onPressed: () => sync.feed('Mochi'),
          child: const Text('Feed Mochi'),
        ),
      ),
    );
  }
}
