//
//  AppServices.swift
//  RxFlowDemo
//

import Foundation

protocol HasMoviesService {
    var moviesService: MoviesService { get }
}

protocol HasPreferencesService {
    var preferencesService: PreferencesService { get }
}

struct AppServices: HasMoviesService, HasPreferencesService {
    let moviesService: MoviesService
    let preferencesService: PreferencesService
}
