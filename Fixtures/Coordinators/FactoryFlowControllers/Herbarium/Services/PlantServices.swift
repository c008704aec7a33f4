import Foundation

struct Species: Hashable {
    let latinName: String
    let commonName: String
    let wateringIntervalDays: Int
}

struct Plant: Hashable {
    let id: String
    var nickname: String
    var species: Species
    var lastWatered: Date?
}

struct CareTask: Hashable {
    enum Kind { case water, fertilise, repot }
    let plantID: String
    let kind: Kind
    let due: Date
}

final class PlantStore {
    private var plants: [String: Plant] = [:]

    func allPlants() -> [Plant] {
        plants.values.sorted { $0.nickname < $1.nickname }
    }

    func plant(id: String) -> Plant? {
        plants[id]
    }

    func save(_ plant: Plant) {
        plants[plant.id] = plant
    }

    func waterings(of plantID: String) -> [Date] {
        plants[plantID]?.lastWatered.map { [$0] } ?? []
    }
}

final class CareScheduler {
    private var reminders: [String: DateComponents] = [:]

    func upcomingTasks(days: Int) -> [CareTask] {
        []
    }

    func reminder(for plantID: String) -> DateComponents? {
        reminders[plantID]
    }

    func setReminder(_ components: DateComponents, for plantID: String) {
        reminders[plantID] = components
    }
}

final class SpeciesCatalog {
    let all: [Species] = [
        Species(latinName: "Monstera deliciosa", commonName: "Swiss cheese plant", wateringIntervalDays: 7),
        Species(latinName: "Sansevieria trifasciata", commonName: "Snake plant", wateringIntervalDays: 21),
        Species(latinName: "Ficus lyrata", commonName: "Fiddle-leaf fig", wateringIntervalDays: 10),
    ]

    func search(_ text: String) -> [Species] {
        guard !text.isEmpty else { return all }
        return all.filter { $0.commonName.localizedCaseInsensitiveContains(text) || $0.latinName.localizedCaseInsensitiveContains(text) }
    }
}
